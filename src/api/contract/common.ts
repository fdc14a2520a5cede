import * as v from 'valibot';

/** Every response carries errorCode; "0" is the only success (spec §7). */
export const SUCCESS = '0';

/** The status value that makes the client re-register its device and retry once (spec §8). */
export const DEVICE_REJECTED = '403';

export const LangSchema = v.picklist(['en', 'zh_CN', 'zh_HK']);
export type Lang = v.InferOutput<typeof LangSchema>;

export { type Currency, CurrencySchema } from './codes';
