/** A server-paged list: `results`, the total `count` and the page it holds. */
export interface Paged<Item> {
  results: Item[];
  count: number;
  pages: { current_page: number; total_pages?: number; page_size?: number };
  next?: number | string | null;
  previous?: number | string | null;
}

/** Paging, sorting and search of every list call. Null or empty `ordering` and `search` are not sent. */
export interface ListParams {
  page?: number;
  page_size?: number;
  /** A column name, `-` prefixed for descending. */
  ordering?: string | null;
  search?: string | null;
}

/** A query value: arrays repeat the key (`headers=a&headers=b`), null and undefined are dropped. */
export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

export type QueryParams = Readonly<Record<string, QueryValue>>;

/** Progress of an upload, for a progress bar. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** loaded / total, between 0 and 1 (0 while the total is unknown). */
  fraction: number;
}

/** Options of a multipart call: an abort signal to cancel it and a progress callback. */
export interface UploadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

/** Options any call accepts. */
export interface CallOptions {
  signal?: AbortSignal;
}
