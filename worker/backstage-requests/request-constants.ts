// Backstage requests' limits (issue 16, docs/api/backstage-requests.md). Pure
// values: the client imports this file so its forms refuse what the server would.

/** "Who you are" and the reviewer's note. */
export const REQUEST_MESSAGE_MAX = 2000;
export const REVIEW_NOTE_MAX = 2000;
/** Proof files a request carries. */
export const REQUEST_ATTACHMENTS_MAX = 5;
/** One proof file: a scan or a photo, never music (10 MB). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Stored attachment files a user may hold at once (sent or not), so the route cannot become free storage. */
export const ATTACHMENTS_PER_USER_MAX = 30;
/** Images a browser shows and PDF documents: what proof of identity usually is. */
export const ATTACHMENT_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;

/** Where the requester follows their request (the notification's link too). */
export const requestSubmittedPath = (id: number) => `/backstage/requests/${id}/request-submitted`;
