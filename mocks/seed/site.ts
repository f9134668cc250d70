// Countries, agent lines and the maintenance record: fixed reference data, no randomness needed.
import type { CountryCode, MaintenanceInfo } from '@/shared/api/generated/main/model';
import type { AgentLineConfigRecord } from '../db/mock-schemas';

/** Dialling codes and local-number lengths (SPEC.md section 5), the deployment country first. */
export const seedCountries: CountryCode[] = [
  { id: 1, countryCode: 'VN', areaCode: '+84', countryName: 'Việt Nam', phoneLength: 9 },
  { id: 2, countryCode: 'CN', areaCode: '+86', countryName: '中国', phoneLength: 11 },
  { id: 3, countryCode: 'JP', areaCode: '+81', countryName: '日本', phoneLength: 10 },
  { id: 4, countryCode: 'US', areaCode: '+1', countryName: 'United States', phoneLength: 10 },
  { id: 5, countryCode: 'KOR', areaCode: '+82', countryName: '대한민국', phoneLength: 11 },
  { id: 6, countryCode: 'TW', areaCode: '+886', countryName: '台灣', phoneLength: 9 },
  { id: 7, countryCode: 'SG', areaCode: '+65', countryName: 'Singapore', phoneLength: 8 },
  { id: 8, countryCode: 'PH', areaCode: '+63', countryName: 'Philippines', phoneLength: 10 },
  { id: 9, countryCode: 'HK', areaCode: '+852', countryName: '香港', phoneLength: 8 },
  { id: 10, countryCode: 'KH', areaCode: '+855', countryName: 'Kampuchea', phoneLength: 9 },
  { id: 11, countryCode: 'IDR', areaCode: '+62', countryName: 'Indonesia', phoneLength: 11 },
];

/** Registration currency by country code (VN VND, CN CNY, US USD, anything else USDT). */
export function currencyForCountry(countryCode: string): string {
  const byCountry: Record<string, string> = { VN: 'VND', CN: 'CNY', US: 'USD' };
  return byCountry[countryCode.toUpperCase()] ?? 'USDT';
}

/** Four agent groups; two have live off and one of those is the demo group. */
export const seedAgentLines: AgentLineConfigRecord[] = [
  { name: 'lotus-main', live: true, lobbySort: [1001101, 1001104, 1001102, 1001103], domainList: ['lotus.example', 'lotus-vn.example'], demo: false },
  { name: 'lotus-partner', live: true, lobbySort: null, domainList: ['lotus-partner.example', 'hoasen.example'], demo: false },
  { name: 'lotus-lite', live: false, lobbySort: [1001104, 1001101], domainList: ['lotus-lite.example'], demo: false },
  { name: 'lotus-demo', live: false, lobbySort: null, domainList: ['lotus-demo.example', 'localhost'], demo: true },
];

/** No maintenance: status '0' and an empty point list. */
export const seedMaintenance: MaintenanceInfo = {
  id: 1,
  title: '',
  content: '',
  startTime: '',
  endTime: '',
  point: '',
  status: '0',
  sportsConfig: { liveManageStatus: 0 },
};
