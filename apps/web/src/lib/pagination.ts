/** The pagination block every paged list of the API returns (the server's `pagination()` in lib/http). */
export type PageInfo = {
  currentPage: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
};
