/** A public, openable document that states a fact about a substance or an interaction; never a licensed database. */
export interface Source {
  readonly name: string;
  readonly url: string;
}
