// The lazily loaded chunk of createLazyApiClient: the API client with its contract and schemas.
export { createApiClient } from '@wizyta/core';
