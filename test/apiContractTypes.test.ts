// @vitest-environment node
// The app's types against the product API contract (openapi/product-api.yaml, through its generated types): a check
// that needs both sides, so it lives outside mocks/, which shares no code with the app.
import { describe, expectTypeOf, it } from 'vitest';
import type { Invoice } from '@/entities/invoice';
import type { User } from '@/entities/session';
import type { ProductSchemas } from '@/shared/api';

describe('the app reads every answer the contract allows', () => {
  it('Invoice and User stay wider than the contract (the screens tolerate missing fields)', () => {
    // Checked by tsc (npm run lint); the test run only names the check.
    expectTypeOf<ProductSchemas['Invoice']>().toExtend<Invoice>();
    expectTypeOf<ProductSchemas['User']>().toExtend<User>();
  });
});
