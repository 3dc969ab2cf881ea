import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/**
 * Lets a test upload files. jsdom brings its own FormData, Blob and File, but the network is
 * Node's fetch (and MSW behind it), which builds and parses multipart bodies with whatever File
 * and Blob are global: mixed with jsdom's, the body comes out the wrong length or unreadable.
 * Within the calling test, all three are Node's own (undo with vi.unstubAllGlobals()).
 */
export async function useNodeFormData(): Promise<void> {
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
  // Node's FormData is not reachable as a global under jsdom; a parsed form body hands one out.
  const form = await new Response(new URLSearchParams('probe=1')).formData();
  vi.stubGlobal('FormData', form.constructor);
}

/** A file as a picker would give it (the signature of a PNG by default); call after useNodeFormData(). */
export function makeFile(name: string, type: string, bytes: Uint8Array<ArrayBuffer> = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])): File {
  return new File([bytes], name, { type });
}
