/** Popular families of the web font service (Google Fonts by default, `themes.font_service`). */
export const WEB_FONTS = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Nunito',
  'Raleway',
  'Work Sans',
  'DM Sans',
  'Rubik',
  'Manrope',
  'Source Sans 3',
  'Fira Sans',
  'Merriweather',
  'Playfair Display',
];
