// The customer-service and help screens through the mock backend: help and service-question categories, their
// articles (and the unknown ones), the help pop-up link, hotlines, and the feedback image upload.
import { SEED_TOKENS } from '@mocks/seed';
import { call, MOCK_ORIGIN } from '@mocks/testing/client';

const TUTORIAL = '/api/operation/tutorial/config';

async function uploadImage(type: string, bytes: number): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'feedback.png');
  await fetch(`${MOCK_ORIGIN}/api/file/fund/image/upload`, { method: 'POST', headers: { authorization: SEED_TOKENS.lotus888 }, body: form });
}

export async function serviceFlow(): Promise<void> {
  const token = SEED_TOKENS.lotus888;
  await call('POST', `${TUTORIAL}/list`, { body: { type: 1 } });
  await call('POST', `${TUTORIAL}/list`, { body: { type: 2 } });
  await call('POST', `${TUTORIAL}/listItem`, { body: { configId: 3 } });
  await call('POST', `${TUTORIAL}/listItem`, { body: { configId: 99 } });
  await call('POST', `${TUTORIAL}/detailItem`, { body: { id: 302 } });
  await call('POST', `${TUTORIAL}/detailItem`, { body: { id: 1 } });
  await call('POST', `${TUTORIAL}/popCustomerLink`, { body: { itemId: 301 } });
  await call('POST', `${TUTORIAL}/popCustomerLink`, { body: { itemId: 1103 } });
  await call('POST', '/api/operation/vipphoneback/dailFont', { token, body: { tenantId: 1, vipLevel: 2 } });
  await call('POST', '/api/operation/vipphoneback/dailFont', { token, body: { tenantId: 1, vipLevel: 0 } });
  await uploadImage('image/png', 4096);
  await uploadImage('image/gif', 16);
}
