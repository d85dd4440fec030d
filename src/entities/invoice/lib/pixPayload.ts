import { isValidPixPayload as isPixBrCode } from '@brazilian-utils/brazilian-utils';

/**
 * A PIX copy-and-paste code (BR Code): EMV fields whose lengths add up, the mandatory ones present, a PIX account
 * (`br.gov.bcb.pix`) and tag 63 last with the right CRC16.
 */
export const isValidPixPayload = (payload: string | null | undefined): payload is string => !!payload && isPixBrCode(payload);
