/** Anything that could hold a card number, a CVV or a credential never reaches the log. */
const SECRET_KEYS = ['cardNumber', 'number', 'cvv', 'cvc', 'pan', 'password'];

export const logRedaction = {
  paths: [
    ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `*.*.*.${k}`]),
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    'headers.cookie',
    '*.headers.cookie',
  ],
  censor: '[redacted]',
};
