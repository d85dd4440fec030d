import { Fragment } from 'react';

/** Splits after every '@' and '.', keeping them: 'a@b.com' → ['a@', 'b.', 'com']. */
const emailParts = (address: string): string[] => address.split(/(?<=[@.])/);

/**
 * An e-mail address that a narrow line wraps only after its '@' or a '.', never inside a word
 * ('atendimento@auroraenergia.|com.br', not '…auroraenergia.c|om.br'). `<wbr>` adds no text: what is copied,
 * read aloud and matched as the link's name stays the address itself.
 */
export const EmailAddress = ({ address }: { address: string }) => (
  <>
    {emailParts(address).map((part, index) => (
      // The parts never reorder: their position is their identity.
      <Fragment key={index}>
        {index > 0 && <wbr />}
        {part}
      </Fragment>
    ))}
  </>
);
