import type { Config } from "tailwindcss";

// Tailwind v4 reads this through `@config` in app/globals.css.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { 50: "#eef4ff", 100: "#dbe6fe", 500: "#3b6ef6", 600: "#2553e8", 700: "#1d40c9" },
      },
    },
  },
};

export default config;
