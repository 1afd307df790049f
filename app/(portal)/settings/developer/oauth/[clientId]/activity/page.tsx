import { CLIENT_PAGE_METADATA, ClientTabPage, type ClientTabPageProps } from "../client-tab-page";
import { ActivityPanel } from "../activity-panel";

export const metadata = CLIENT_PAGE_METADATA;

export default function ClientActivityPage(props: ClientTabPageProps) {
  return <ClientTabPage {...props} tab="activity" panel={(p) => <ActivityPanel {...p} />} />;
}
