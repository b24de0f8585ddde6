import { apiPaths } from '@borong/contracts/api-paths';
import { creditAccountResponseSchema, creditApplicationCreatedResponseSchema, creditApplicationResponseSchema, type CreditApplicationBody } from '@borong/contracts/credit-terms';
import type { ApiClient } from '../../lib/api';

export function creditTermsApi(api: ApiClient) {
  return {
    creditApplication: () => api.get(creditApplicationResponseSchema, apiPaths.creditApplication),
    creditAccount: (query: { page: number; per_page: number }) => api.get(creditAccountResponseSchema, apiPaths.creditAccount, query),
    applyForCredit: (body: CreditApplicationBody) => api.post(creditApplicationCreatedResponseSchema, apiPaths.creditApplications, body),
  };
}
