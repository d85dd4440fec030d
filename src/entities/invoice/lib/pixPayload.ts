/** CRC16-CCITT-FALSE (poly 0x1021, initial 0xFFFF, no reflection, no final XOR), as PIX's tag 63 uses. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** Top-level EMV fields (id → value); null when a length does not fit the text. */
export function parseEmv(payload: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(payload.slice(at + 2, at + 4)) || at + 4 + length > payload.length) return null;
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** A PIX copy-and-paste code: EMV fields that add up, format 01 first, a PIX account, and tag 63 last with the right CRC. */
export function isValidPixPayload(payload: string | null | undefined): payload is string {
  if (!payload || !payload.startsWith('000201') || !/^[\x20-\x7e]+$/.test(payload)) return false;
  const fields = parseEmv(payload);
  if (!fields || !(fields.get('26') ?? '').toLowerCase().includes('br.gov.bcb.pix')) return false;
  const crcAt = payload.length - 8;
  if (payload.slice(crcAt, crcAt + 4) !== '6304') return false;
  const expected = crc16CcittFalse(payload.slice(0, crcAt + 4)).toString(16).toUpperCase().padStart(4, '0');
  return payload.slice(crcAt + 4).toUpperCase() === expected;
}
