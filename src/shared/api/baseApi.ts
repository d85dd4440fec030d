import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQuery';

const API_TAGS = ['Account', 'Contracts', 'Invoices', 'EconomicReport'] as const;

/** The product API; entities and features inject their endpoints (conventions: one base API). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});
