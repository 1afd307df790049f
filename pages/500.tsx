// What the consent page (Pages Router) shows if it fails: branded, with a way home. Rendered at
// build time, so it knows nothing of the user.
import Head from "next/head";
import Link from "next/link";
import { primaryAction, StatusPage } from "@/components/layout/status-page";
import { ERROR_PAGE_WORDS as W, PLATFORM_NAME, SHELL_WORDS } from "@/lib/ui-words/shell";

export const config = { runtime: "nodejs", unstable_runtimeJS: false };

export default function ServerErrorPage() {
  return (
    <>
      <Head>
        <title>{`${W.title} · ${PLATFORM_NAME}`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <main id="main" className="mx-auto max-w-5xl px-4 py-8">
        <StatusPage
          code="500"
          title={W.title}
          actions={
            <Link href="/" className={primaryAction}>
              {SHELL_WORDS.home}
            </Link>
          }
        >
          <p>{W.body}</p>
        </StatusPage>
      </main>
    </>
  );
}
