import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayCertificate {
  key: Buffer;
  cert: Buffer;
  /** SHA-256 of the public key, base64: what Chromium's --ignore-certificate-errors-spki-list names. */
  spki: string;
}

/**
 * A self-signed certificate for `names`, made with the machine's openssl, valid two days: for a
 * local HTTPS server that a bench's Chromium trusts by its key alone (no other certificate error
 * is ignored).
 */
export function throwawayCertificate(names: readonly string[]): ThrowawayCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'throwaway-certificate-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-subj', `/CN=${names[0]}`,
      '-addext', `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
      '-keyout', key, '-out', cert,
    ], { stdio: 'ignore' });
    const pem = readFileSync(cert);
    const spkiDer = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
    return { key: readFileSync(key), cert: pem, spki: createHash('sha256').update(spkiDer).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
