// Multipart uploads in the pacts. Every upload interaction is written with the same fixed boundary and a file from
// tests/contracts/fixtures (fixed name and bytes): with pact's default a random boundary would rewrite the pact file
// on every run. The app's own request uses whatever boundary fetch picks; the pact's Content-Type matcher accepts any.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The one multipart boundary of every upload interaction. */
export const MULTIPART_BOUNDARY = 'WSev0PMaobzL8HM5';

export interface UploadFixture {
  /** Absolute path of the fixture (its base name is the file name written in the pact). */
  path: string;
  contentType: string;
}

const fixture = (name: string, contentType: string): UploadFixture => ({
  path: fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)),
  contentType,
});

/** A 1x1 PNG attached to a feedback message. */
export const FEEDBACK_IMAGE = fixture('feedback-image.png', 'image/png');
/** A 1x1 PNG standing for the photo of a bank transfer receipt. */
export const RECEIPT_IMAGE = fixture('deposit-receipt.png', 'image/png');
/** A text file a player picked instead of a picture. */
export const NOT_AN_IMAGE = fixture('not-an-image.txt', 'text/plain');

/** What a pact request builder offers for a multipart body. */
interface MultipartBuilder<B> {
  multipartBody(contentType: string, filename: string, mimePartName: string, boundary?: string): B;
}

/** The request body of an upload of `file` as the form part `part` (the generated client sends "file"). */
export function multipartUpload<B>(builder: MultipartBuilder<B>, file: UploadFixture, part = 'file'): B {
  return builder.multipartBody(file.contentType, file.path, part, MULTIPART_BOUNDARY);
}

/** The fixture as the Blob a file input hands the app. */
export function fixtureBlob(file: UploadFixture): Blob {
  return new Blob([readFileSync(file.path)], { type: file.contentType });
}
