import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth/components/login-page';
import { leaveForLoginDocument } from '@/lib/login-document';

/**
 * /login and /login/ (docs/product.md#screens-and-routes): the server serves the login document there (login/index.html, see lib/login-document.ts);
 * navigating to /login inside the console loads it. Where the console itself is loaded at /login, it renders the
 * same page: always open; success goes to /dashboard.
 */
export function loader({ request }: LoaderFunctionArgs) {
  // the page is being replaced by the login document: render nothing meanwhile
  if (leaveForLoginDocument(request.url, paths.login.getHref()))
    return new Promise<never>(() => {});
  return null;
}

export function Component() {
  const navigate = useNavigate();
  return <LoginPage onSignedIn={() => void navigate(paths.dashboard.getHref())} />;
}
