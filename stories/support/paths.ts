/** API paths the stories override (as in openapi/main.yaml and openapi/sports.yaml). */
export const PATHS = {
  login: '/api/user/auth/account-login/v2',
  member: '/api/member/get',
  balance: '/api/fund/wallet/member/local',
  statistical: '/v1/match/statistical',
  matchList: '/v1/match/getList',
} as const;
