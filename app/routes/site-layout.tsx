import { isRouteErrorResponse, Outlet, useNavigation } from "react-router";
import type { Route } from "./+types/site-layout";
import { useAgency } from "#app/root.tsx";
import { Header } from "#app/components/layout/header.tsx";
import { Footer } from "#app/components/layout/footer.tsx";
import { dataFailureMessage, ErrorPage } from "#app/components/layout/error-page.tsx";
import { EnquiryModalProvider } from "#app/features/leads/components/enquiry-modal.tsx";
import { NewsletterSignup } from "#app/features/leads/components/newsletter-signup.tsx";
import * as en from "#app/content/chrome.ts";
import * as ar from "#app/content/ar/chrome.ts";
import { useText } from "#app/i18n/text.ts";

function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { FRAME_TEXTS } = useText({ en, ar });
  return (
    <div
      role="progressbar"
      aria-label={FRAME_TEXTS.loadingPage}
      aria-hidden={!busy}
      className={`nav-progress ${busy ? "scale-x-75 opacity-100" : "scale-x-0 opacity-0"}`}
    />
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const agency = useAgency();
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <Header agency={agency} />
      <div className="flex-1">{children}</div>
      {/* The footer newsletter box: stored once per address, confirmed in place. */}
      <Footer agency={agency} newsletter={<NewsletterSignup tone="dark" />} />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <EnquiryModalProvider>
      <Frame>
        <Outlet />
      </Frame>
    </EnquiryModalProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <Frame>
      <ErrorPage status={status} title={dataFailureMessage(error)} />
    </Frame>
  );
}
