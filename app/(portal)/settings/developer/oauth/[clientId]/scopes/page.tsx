import { CLIENT_PAGE_METADATA, ClientTabPage, type ClientTabPageProps } from "../client-tab-page";
import { ScopesPanel } from "../scopes-panel";

export const metadata = CLIENT_PAGE_METADATA;

export default function ClientScopesPage(props: ClientTabPageProps) {
  return <ClientTabPage {...props} tab="scopes" panel={(p) => <ScopesPanel {...p} />} />;
}
