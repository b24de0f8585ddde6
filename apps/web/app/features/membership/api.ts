import { apiPaths } from '@borong/contracts/api-paths';
import { checkExpiryResponseSchema, memberCardLinkResponseSchema, memberCardsResponseSchema, membershipCheckResponseSchema } from '@borong/contracts/membership';
import type { ApiClient } from '../../lib/api';

export function membershipApi(api: ApiClient) {
  return {
    memberCards: () => api.get(memberCardsResponseSchema, apiPaths.memberCards),
    linkMemberCard: (cardNo: string) => api.post(memberCardLinkResponseSchema, apiPaths.memberCardLink, { card_no: cardNo }),
    checkCardExpiry: (cardNo: string) => api.post(checkExpiryResponseSchema, apiPaths.memberCardCheckExpiry, { card_no: cardNo }),
    checkMembership: (email: string) => api.post(membershipCheckResponseSchema, apiPaths.membershipCheck, { email }),
  };
}
