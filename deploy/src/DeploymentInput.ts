import type { BrandsFile } from './brandsFile';

/** Everything a generated deployment depends on. */
export interface DeploymentInput {
  /** The provider's public origin: the portal of every brand, the widget, the API and the IdP. */
  readonly origin: string;
  /** The API's upstream (`http://host:port`), proxied at `/gw/`, `/patient-portal/` and `/visit-api/`. */
  readonly api: string;
  /** The IdP's upstream (Keycloak with `--http-relative-path=/auth`), proxied at `/auth/`. */
  readonly idp: string;
  /** Further path prefixes proxied to the API (`/pay/`: the sample's payment gateway simulator). */
  readonly alsoProxy: readonly string[];
  /** Where the files are on the server: `<root>/portal`, `<root>/widget`, `<root>/config`. */
  readonly root: string;
  /** The certificate and key of an https origin. */
  readonly tls: { readonly certificate: string; readonly key: string };
  /** Where browsers report CSP violations (an https URL), if anywhere. */
  readonly reportTo?: string;
  readonly brands: BrandsFile;
  /** The widget release being deployed (the widget package's version). */
  readonly release: string;
  /** The command line that generated it, written at the top of each file. */
  readonly command: string;
}
