/**
 * A request body that holds what a person typed into a sign-in or password form (a password, an e-mailed code, the
 * document). RTK Query keeps a call's argument in its actions (`meta.arg.originalArgs`), which Redux DevTools
 * records and every listener sees; a sealed body there has nothing to read or serialise (its one field is private).
 * Only the base query opens it, to write the request, so the values go from the input to the request and nowhere else.
 */
export class Sealed<T extends object> {
  readonly #body: T;

  constructor(body: T) {
    this.#body = body;
    Object.freeze(this);
  }

  /** The body, for the base query to send. */
  static open<T extends object>(sealed: Sealed<T>): T {
    return sealed.#body;
  }
}

export const seal = <T extends object>(body: T): Sealed<T> => new Sealed(body);

export const isSealed = (value: unknown): value is Sealed<object> => value instanceof Sealed;
