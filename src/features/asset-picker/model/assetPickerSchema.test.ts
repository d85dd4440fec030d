// @vitest-environment node
import { ASSET_REQUIRED_MESSAGE, assetPickerSchema } from './assetPickerSchema';

describe('assetPickerSchema', () => {
  const schema = assetPickerSchema(['ua-loja-centro', 'ua-fabrica-contagem']);

  it("accepts one of the customer's units", async () => {
    await expect(schema.validate({ assetId: 'ua-fabrica-contagem' })).resolves.toEqual({ assetId: 'ua-fabrica-contagem' });
  });

  it.each(['', 'ua-de-outro-cliente'])('rejects %j with the pt-BR message', async (assetId) => {
    await expect(schema.validate({ assetId })).rejects.toThrow(ASSET_REQUIRED_MESSAGE);
  });
});
