import { CLIENT_PAGE_METADATA, ClientTabPage, type ClientTabPageProps } from "../client-tab-page";
import { QuickStartPanel } from "../quick-start-panel";

export const metadata = CLIENT_PAGE_METADATA;

export default function ClientQuickStartPage(props: ClientTabPageProps) {
  return <ClientTabPage {...props} tab="quick-start" panel={(p) => <QuickStartPanel {...p} />} />;
}
