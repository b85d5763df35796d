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
      screens: {
        lg: "1024px",
        nav: "1110px",
        xl: "1440px",
      },
    },
  },
  plugins: [],
} satisfies Config;
