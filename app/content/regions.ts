/** A country where we have clients, placed on the home page's world map. */
export type CountryMarker = {
  id: string;
  country: string;
  /** Where the marker sits: the country's main business city, in degrees. */
  lon: number;
  lat: number;
  /** Which side of the marker its label goes, so labels never overlap. */
  labelSide: "left" | "right";
};

/** A part of the world we serve, with the countries it covers. */
export type Region = {
  id: string;
  name: string;
  countries: string;
};

/** The countries marked on the map. India is home: our office is in Bhopal. */
export const markers = [
  { id: "in", country: "India", lon: 77.4, lat: 23.3, labelSide: "right" },
  { id: "us", country: "United States", lon: -74, lat: 40.7, labelSide: "left" },
  { id: "gb", country: "United Kingdom", lon: -0.1, lat: 51.5, labelSide: "left" },
  { id: "ae", country: "UAE", lon: 55.3, lat: 25.2, labelSide: "left" },
  { id: "sg", country: "Singapore", lon: 103.8, lat: 1.35, labelSide: "right" },
  { id: "au", country: "Australia", lon: 151.2, lat: -33.9, labelSide: "left" },
] as const satisfies readonly CountryMarker[];

/** The regions the home page lists, each with a client count drawn in the browser. */
export const regions = [
  { id: "north-america", name: "North America", countries: "United States, Canada" },
  { id: "europe", name: "Europe", countries: "United Kingdom, Germany, Netherlands" },
  { id: "middle-east", name: "Middle East", countries: "UAE, Saudi Arabia, Qatar" },
  { id: "south-asia", name: "South Asia", countries: "India, Sri Lanka, Bangladesh" },
  { id: "southeast-asia", name: "Southeast Asia", countries: "Singapore, Malaysia, Indonesia" },
  { id: "oceania", name: "Oceania", countries: "Australia, New Zealand" },
] as const satisfies readonly Region[];
