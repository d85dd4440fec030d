/** CRC16-CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const char of text) {
    crc ^= char.charCodeAt(0) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

type PixInput = { key: string; amount: number; merchantName: string; merchantCity: string; txid: string };

/** A static PIX copy-and-paste code (BR Code, EMV MPM) with the amount and the invoice's txid; CRC in tag 63. */
export function pixCopyAndPaste({ key, amount, merchantName, merchantCity, txid }: PixInput): string {
  const body =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount.toFixed(2)) +
    field('58', 'BR') +
    field('59', merchantName.slice(0, 25)) +
    field('60', merchantCity.slice(0, 15)) +
    field('62', field('05', txid.slice(0, 25))) +
    '6304';
  return body + crc16(body);
}

/** True when tag 63 closes the payload and holds the CRC16 of everything before it. */
export function hasValidCrc(payload: string): boolean {
  const at = payload.length - 8;
  return at > 0 && payload.slice(at, at + 4) === '6304' && crc16(payload.slice(0, at + 4)) === payload.slice(at + 4);
}
