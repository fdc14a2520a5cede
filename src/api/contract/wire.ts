import * as v from 'valibot';

/**
 * GET parameters arrive as strings (query string), so query schemas accept a numeric string or a
 * number and yield a number.
 */
export const QueryInt = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,12}$/))]),
  v.transform((value) => Number(value)),
  v.integer(),
);

export const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
export const QueryId = v.pipe(QueryInt, v.minValue(1), v.maxValue(2_147_483_647));

export { SubscriptionTime } from './codes';
export const QuerySubscriptionTime = v.pipe(QueryInt, v.picklist([1, 6, 12]));

/** Money is always an integer count of minor units (cents) of its currency. */
export const Minor = v.pipe(v.number(), v.integer());

/** A success body with nothing more to say. */
export const OkResponse = v.object({ errorCode: v.string() });
