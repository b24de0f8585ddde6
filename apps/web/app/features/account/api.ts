import { apiPaths } from '@borong/contracts/api-paths';
import { addressDeleteResponseSchema, addressListResponseSchema, addressResponseSchema, type AddressBody } from '@borong/contracts/addresses';
import {
  profileResponseSchema,
  userInterestListResponseSchema,
  type addInterestBodySchema,
  type deleteInterestBodySchema,
  type EditProfileBody,
  type interestSearchQuerySchema,
} from '@borong/contracts/auth';
import { companyResponseSchema, type EInvoiceDetailsBody } from '@borong/contracts/e-invoice';
import { stateListResponseSchema, type stateQuerySchema } from '@borong/contracts/content';
import { eCreditResponseSchema, savedCardListResponseSchema, type eCreditQuerySchema } from '@borong/contracts/wallet';
import { z } from 'zod';
import type { ApiClient, QueryOf } from '../../lib/api';

/** A signed-in buyer's own records: profile, interests, addresses, saved cards, e-credit. */
export function accountApi(api: ApiClient) {
  return {
    editProfile: (body: EditProfileBody) => api.post(profileResponseSchema, apiPaths.profileEdit, body),
    company: () => api.get(companyResponseSchema, apiPaths.company),
    saveEInvoiceDetails: (body: EInvoiceDetailsBody) => api.post(companyResponseSchema.extend({ error: z.literal(false) }), apiPaths.companyEInvoice, body),
    userInterests: (params: QueryOf<typeof interestSearchQuerySchema> = {}) => api.get(userInterestListResponseSchema, apiPaths.userInterestSearch, params),
    addInterest: (body: z.input<typeof addInterestBodySchema>) => api.post(userInterestListResponseSchema, apiPaths.interestAdd, body),
    deleteInterest: (body: z.input<typeof deleteInterestBodySchema>) => api.post(userInterestListResponseSchema, apiPaths.interestDelete, body),

    addresses: () => api.get(addressListResponseSchema, apiPaths.addresses),
    addAddress: (body: AddressBody) => api.post(addressResponseSchema, apiPaths.addressAdd, body),
    editAddress: (id: number, body: AddressBody) => api.post(addressResponseSchema, apiPaths.addressEdit(id), body),
    /** Spec §7: the edit call with only `default: 'Y'`. */
    setDefaultAddress: (id: number) => api.post(addressResponseSchema, apiPaths.addressEdit(id), { default: 'Y' }),
    deleteAddress: (id: number) => api.post(addressDeleteResponseSchema, apiPaths.addressDelete(id)),
    saveBillingAddress: (body: Omit<AddressBody, 'default'>) => api.post(addressResponseSchema, apiPaths.billingAddressEdit, body),
    /** Malaysian states for the address form. */
    states: (params: QueryOf<typeof stateQuerySchema> = {}) => api.get(stateListResponseSchema, apiPaths.states, params),

    savedCards: () => api.get(savedCardListResponseSchema, apiPaths.savedCards),
    eCredit: (params: QueryOf<typeof eCreditQuerySchema> = {}) => api.get(eCreditResponseSchema, apiPaths.eCreditTransactions, params),
  };
}
