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
