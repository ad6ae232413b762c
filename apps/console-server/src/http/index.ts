import './types';

export { authenticateRequest, registerAuthentication, requireAction } from './auth';
export type { AuthUser } from './auth';
export {
  badRequest,
  fieldErrors,
  forbidden,
  HttpError,
  notFound,
  registerErrorHandling,
  unauthorized,
  zodToFieldErrors,
} from './errors';
export type { ErrorBody } from './errors';
export { SERVER_MESSAGES } from './messages';
export { hasForbiddenText, registerInputSanitizing } from './sanitize';
export { MULTIPART_LIMITS, readForm, registerUploadCleanup } from './multipart';
export type { FormInput, UploadedFile } from './multipart';
export { CountCache } from './countCache';
export {
  likePattern,
  listQuerySchema,
  MAX_PAGE_SIZE,
  orderByClause,
  pagedList,
  pageNavigation,
  pageOf,
  queryPage,
  SEARCH_TEXT_SEPARATOR,
  searchTextCondition,
} from './paging';
export type { ColumnOf, ListQuery, Page, PagedQuery, PageRequest, RowPage } from './paging';
export {
  boundedTimestamp,
  idListParam,
  idParams,
  intField,
  MAX_ID,
  MAX_LISTED_IDS,
  parseId,
  pathIds,
  strictInt,
  TIMESTAMP_MAX_MS,
  TIMESTAMP_MIN_MS,
} from './params';
export { DEFAULT_TENANT, registerTenancy, tenantFromHostname, tenantOfHost } from './tenancy';
