import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RRLink } from 'react-router';

/** A Chakra link that navigates inside the SPA. */
export function RouterLink({ to, children, ...props }: LinkProps & { to: string }) {
  return (
    <Link asChild {...props}>
      <RRLink to={to}>{children}</RRLink>
    </Link>
  );
}
