import { CLIENT_PAGE_METADATA, ClientTabPage, type ClientTabPageProps } from "../client-tab-page";
import { DetailsPanel } from "../details-panel";

export const metadata = CLIENT_PAGE_METADATA;

export default function ClientDetailsPage(props: ClientTabPageProps) {
  return <ClientTabPage {...props} tab="details" panel={(p) => <DetailsPanel {...p} />} />;
}
