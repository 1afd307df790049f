import { redirect } from "next/navigation";
import { clientTabPath, namedClientTab } from "@/lib/clients/views/client-tabs";
import { CLIENT_PAGE_METADATA, ClientTabPage, type ClientTabPageProps } from "./client-tab-page";
import { OverviewPanel } from "./overview-panel";

export const metadata = CLIENT_PAGE_METADATA;

/** The overview tab; an address of the former `?tab=` form goes to that tab's own page. */
export default async function ClientOverviewPage(props: ClientTabPageProps) {
  const [{ clientId }, { tab }] = await Promise.all([props.params, props.searchParams]);
  const named = namedClientTab(tab);
  if (named && named !== "overview") redirect(clientTabPath(clientId, named));
  return <ClientTabPage {...props} tab="overview" panel={(p) => <OverviewPanel {...p} />} />;
}
