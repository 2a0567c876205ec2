import { z, type ZodType } from 'zod';

/** DESIGN section 3 list page shape. */
export function paginate<T>(data: T[], page: number, perPage: number, total: number) {
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  return {
    pagination: {
      data,
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      from,
      to: total === 0 ? 0 : from + data.length - 1,
    },
  };
}

/** The schema of `paginate(data of item, ...)`'s answer. */
export const paginated = <Item extends ZodType>(item: Item) =>
  z.object({
    pagination: z.object({
      data: z.array(item),
      current_page: z.int(),
      per_page: z.int(),
      total: z.int(),
      last_page: z.int(),
      from: z.int(),
      to: z.int(),
    }),
  });

/** What `paginate()` answers for items of this schema. */
export type Paginated<Item extends ZodType> = z.infer<ReturnType<typeof paginated<Item>>>;
