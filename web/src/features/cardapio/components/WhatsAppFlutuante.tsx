import { Link } from '@chakra-ui/react';
import { FaWhatsapp } from 'react-icons/fa6';
import { rastrear } from '../pixel';

/** Floating WhatsApp button (customer-side §2). */
export function WhatsAppFlutuante({ href }: { href: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Falar no WhatsApp"
      title="Falar no WhatsApp"
      position="fixed"
      right={{ base: '4', md: '6' }}
      bottom={{ base: 'max(1rem, env(safe-area-inset-bottom))', md: '6' }}
      zIndex="docked"
      boxSize={{ base: '14', md: '15' }}
      rounded="full"
      bg="#25D366"
      color="white"
      display="grid"
      placeItems="center"
      fontSize={{ base: '2xl', md: '3xl' }}
      shadow="0 10px 28px -8px rgba(37, 211, 102, 0.65), 0 2px 6px rgba(0, 0, 0, 0.2)"
      transition="transform 0.15s ease"
      _hover={{ transform: 'scale(1.06)', textDecoration: 'none' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'green.300', outlineOffset: '2px' }}
      // Hidden while any drawer, sheet or dialog is open: it never sits over one.
      css={{
        'html:has(:is([role=dialog], [role=alertdialog])[data-state=open]) &': { display: 'none' },
      }}
      // Toasts on a phone rise above it (app/toaster.tsx).
      data-avisos-acima=""
      onClick={() => rastrear('Contact')}
      data-testid="whatsapp-flutuante"
    >
      <FaWhatsapp />
    </Link>
  );
}
