import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          DEFAULT: "#0b3d91",
          dark: "#072a66",
          light: "#e8eefa",
        },
        accent: {
          DEFAULT: "#c2410c",
          dark: "#9a3412",
        },
      },
      // In em, so a shopper who sets a larger text size in their browser gets the layout for a narrower screen rather
      // than a page that scrolls sideways (WCAG 1.4.4; tests/e2e/layout.spec.ts). 1em = 16px at the default size.
      screens: {
        sm: "40em",
        md: "48em",
        lg: "64em",
        // The header's menu bar from 1280 px (the menu, its two calls to action, the logo and the saved buttons in one row),
        // below it the Menu button.
        nav: "80em",
        xl: "90em",
        "2xl": "96em",
      },
    },
  },
  plugins: [],
} satisfies Config;
