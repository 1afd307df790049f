import { CLIENT_PAGE_METADATA, ClientTabPage, type ClientTabPageProps } from "../client-tab-page";
import { RedirectUrisPanel } from "../redirect-uris-panel";

export const metadata = CLIENT_PAGE_METADATA;

export default function ClientRedirectUrisPage(props: ClientTabPageProps) {
  return <ClientTabPage {...props} tab="redirect-uris" panel={(p) => <RedirectUrisPanel {...p} />} />;
}
