import { yup } from '@/shared/lib/yup';

export type AssetPickerValues = { assetId: string };

export const ASSET_REQUIRED_MESSAGE = 'Unidade de Consumo é obrigatório';

/** The choice must be one of the customer's own units (spec §2: the select lists their physical assets by id). */
export const assetPickerSchema = (assetIds: readonly string[]): yup.ObjectSchema<AssetPickerValues> =>
  yup.object({
    assetId: yup.string().required(ASSET_REQUIRED_MESSAGE).oneOf(assetIds, ASSET_REQUIRED_MESSAGE),
  });
