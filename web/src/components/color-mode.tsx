import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import { LuMoon, LuSun } from 'react-icons/lu';

export type ColorMode = 'light' | 'dark';

/** Key shared with the staff spec: the theme is persisted under `theme`, dark by default. */
export const THEME_STORAGE_KEY = 'theme';

const THEME_COLOR: Record<ColorMode, string> = { light: '#fcfaf8', dark: '#13100e' };

function ThemeColorMeta() {
  const { colorMode } = useColorMode();
  useEffect(() => {
    const meta = document.querySelector('meta[name="theme-color"]');
    meta?.setAttribute('content', THEME_COLOR[colorMode]);
    document.documentElement.style.colorScheme = colorMode;
  }, [colorMode]);
  return null;
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="dark"
      themes={['light', 'dark']}
      enableSystem={false}
      disableTransitionOnChange
    >
      <ThemeColorMeta />
      {children}
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'light' ? 'light' : 'dark';
  return {
    colorMode,
    setColorMode: (mode: ColorMode) => setTheme(mode),
    toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark'),
  };
}

export function useColorModeValue<T>(light: T, dark: T): T {
  return useColorMode().colorMode === 'dark' ? dark : light;
}

type ColorModeButtonProps = Omit<IconButtonProps, 'aria-label'>;

export function ColorModeButton(props: ColorModeButtonProps) {
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? 'Ativar modo claro' : 'Ativar modo escuro';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      rounded="full"
      aria-label={label}
      title={label}
      onClick={toggleColorMode}
      {...props}
    >
      {colorMode === 'dark' ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
