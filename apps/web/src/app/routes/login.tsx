import { useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth/components/login-page';
import { leaveForLoginDocument } from '@/lib/login-document';
import { withoutBasePath } from '@/lib/runtime-config';

/**
 * /login and /login/: the server serves the login document there (login/index.html, see lib/login-document.ts);
 * navigating to /login inside the console loads it. Where the console itself is loaded at /login, it renders the
 * same page: always open; success goes to the page it was asked to return to (`next`), else /dashboard.
 */
export function loader({ request }: LoaderFunctionArgs) {
  // the page is being replaced by the login document: render nothing meanwhile
  const url = new URL(request.url);
  if (leaveForLoginDocument(request.url, `${withoutBasePath(url.pathname)}${url.search}`))
    return new Promise<never>(() => {});
  return null;
}

export function Component() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <LoginPage
      onSignedIn={() =>
        void import('@/lib/return-path').then(({ requestedReturnPath }) =>
          navigate(requestedReturnPath(search) ?? paths.dashboard.getHref()),
        )
      }
    />
  );
}
