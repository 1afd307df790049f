// The Pages Router serves only the pages that must ship no JavaScript (the consent screen); they
// share the App Router's stylesheet.
import type { AppProps } from "next/app";
import "@/app/globals.css";

export default function App({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
