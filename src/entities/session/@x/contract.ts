export type { Address } from '../model/types';
