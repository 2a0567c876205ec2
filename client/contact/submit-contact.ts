import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../http/api-client';

/** SPEC section 5: name, email and message are required. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'The name field is required.'),
  email: z.email('The email must be a valid email address.'),
  message: z.string().trim().min(1, 'The message field is required.'),
});

export type ContactPayload = z.infer<typeof contactSchema>;

export const submitContact = (payload: ContactPayload) => apiClient.post<{ message: string }>('contact-page', payload);

export const useSubmitContact = () => useMutation({ mutationFn: submitContact });
