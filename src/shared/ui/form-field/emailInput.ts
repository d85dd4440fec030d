/** What every e-mail field of the portal's forms asks of its input: the e-mail keyboard, autofill and the example. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'seu.email@empresa.com.br' } as const;
