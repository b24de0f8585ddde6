import { apiPaths } from '@borong/contracts/api-paths';
import { checkExpiryResponseSchema, type MemberCardLinkBody, memberCardLinkResponseSchema, memberCardsResponseSchema, membershipCheckResponseSchema } from '@borong/contracts/membership';
import type { ApiClient } from '../../lib/api';

export function membershipApi(api: ApiClient) {
  return {
    memberCards: () => api.get(memberCardsResponseSchema, apiPaths.memberCards),
    linkMemberCard: (body: MemberCardLinkBody) => api.post(memberCardLinkResponseSchema, apiPaths.memberCardLink, body),
    checkCardExpiry: (cardNo: string) => api.post(checkExpiryResponseSchema, apiPaths.memberCardCheckExpiry, { card_no: cardNo }),
    checkMembership: (email: string) => api.post(membershipCheckResponseSchema, apiPaths.membershipCheck, { email }),
  };
}
