"""Base scenarios of the vehicle domain, on its own."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn

ALL_DOORS = "['driver', 'passenger', 'rear_left', 'rear_right']"
LOCKED = {"driver": "locked", "passenger": "locked", "rear_left": "locked", "rear_right": "locked"}

SCENARIOS: list[Draft] = [
    scenario(
        "car_foggy_morning_start_v1",
        domains={"vehicle": {"fuelLevel": 8.0}},
        persona="commuter on a foggy morning",
        style="terse",
        seed=81,
        turns=[
            turn("Tank's nearly empty. Add 30 gallons.", "fillFuelTank(fuelAmount=30)"),
            turn("Start the engine.", f"lockDoors(unlock=False, door={ALL_DOORS})",
                 "pressBrakePedal(pedalPosition=1.0)", "startEngine(ignitionMode='START')"),
            turn("Headlights on, it's foggy.", "setHeadlights(mode='on')"),
            turn("Fuel status?", "displayCarStatus(option='fuel')"),
        ],
        miss_param=miss(0, "Tank's nearly empty. Add some fuel.", "30 gallons."),
        exploratory=[],
    ),
    scenario(
        "car_highway_cruise_v1",
        domains={"vehicle": {"engineState": "running", "fuelLevel": 35.0, "doorStatus": LOCKED}},
        persona="parent driving the family to the coast",
        style="chatty",
        seed=82,
        turns=[
            turn("Okay, we're on the highway at last! How fast are we going right now?", "get_current_speed()"),
            turn("Let's set cruise control to 100 km/h and keep 40 meters to the car in front, please.",
                 "setCruiseControl(speed=100, activate=True, distanceToNextVehicle=40)"),
            turn("Uh-oh, traffic ahead. Switch the cruise control off and press the brake 30 percent of the way.",
                 "setCruiseControl(speed=100, activate=False, distanceToNextVehicle=40)",
                 "pressBrakePedal(pedalPosition=0.3)"),
            turn("Phew, it's clearing up. Release the brake.", "releaseBrakePedal()"),
        ],
        miss_param=miss(1, "Let's set cruise control to 100 km/h, please.",
                        "Oh, and keep 40 meters to the car in front."),
        miss_func={"turn": 1, "functions": ["setCruiseControl"]},
    ),
    scenario(
        "car_cold_cabin_v1",
        domains={"vehicle": {"acTemperature": 16.0, "acMode": "cool", "fanSpeed": 20}},
        persona="nurse driving home after a night shift",
        style="non-native",
        seed=83,
        turns=[
            turn("Is very cold. Please put the air to 72 fahrenheit, mode heat, fan speed 60.",
                 "adjustClimateControl(temperature=72, unit='fahrenheit', fanSpeed=60, mode='heat')"),
            turn("What is the temperature outside? Try weather.com first, and if it not work, use Google.",
                 "get_outside_temperature_from_weather_com()", "get_outside_temperature_from_google()",
                 expected_errors=[0]),
            turn("Show me the climate status now.", "displayCarStatus(option='climate')"),
            turn("And put the headlights to auto.", "setHeadlights(mode='auto')"),
        ],
        miss_param=miss(0, "Is very cold. Please put the air warmer, mode heat, fan speed 60.",
                        "72 fahrenheit please."),
    ),
    scenario(
        "car_low_tyres_v1",
        domains={"vehicle": {"frontLeftTirePressure": 22.0, "frontRightTirePressure": 24.0,
                             "rearLeftTirePressure": 29.0, "rearRightTirePressure": 28.0}},
        persona="delivery driver with a warning light on",
        style="typos",
        seed=84,
        turns=[
            turn("dashbord keeps beeping, can u check the tyres", "check_tire_pressure()"),
            turn("wheres the nearest tire shop? set the navigation there",
                 "find_nearest_tire_shop()", "set_navigation(destination='456 Oakwood Avenue, Rivermist, 83214')"),
            turn("put a note on the display: 'Tyre service booked'",
                 "display_log(messages=['Tyre service booked'])"),
            turn("engage the parking brake for now", "activateParkingBrake(mode='engage')"),
        ],
        miss_param=miss(2, "put a note on the display about the tyre service", "say 'Tyre service booked'"),
    ),
    scenario(
        "car_road_trip_range_v1",
        domains={"vehicle": {"fuelLevel": 12.0}},
        persona="retired engineer planning a long drive",
        style="formal",
        seed=85,
        turns=[
            turn("Good day. How far is it by road from Silverpine to Oakendale?",
                 "get_zipcode_based_on_city(city='Silverpine')", "get_zipcode_based_on_city(city='Oakendale')",
                 "estimate_distance(cityA='62947', cityB='47329')"),
            turn("Could I drive 650 miles on the fuel currently in the tank?",
                 "estimate_drive_feasibility_by_mileage(distance=650)"),
            turn("I shall add 120 liters. Please convert that to gallons and put that much fuel in.",
                 "liter_to_gallon(liter=120) -> gallons=gallon", "fillFuelTank(fuelAmount=$gallons)"),
            turn("Would the 650 miles be possible now?", "estimate_drive_feasibility_by_mileage(distance=650)"),
        ],
        miss_param=miss(2, "I shall add some fuel in liters. Please convert that to gallons and put that much in.",
                        "120 liters."),
        exploratory=[0],
    ),
    scenario(
        "car_downtown_parking_v1",
        domains={"vehicle": {"engineState": "running", "fuelLevel": 20.0, "doorStatus": LOCKED,
                             "brakePedalStatus": "pressed", "brakePedalForce": 1000.0}},
        persona="ride-share driver dropping off a passenger",
        style="terse",
        seed=86,
        turns=[
            turn("Navigate to 200 Market Street, San Francisco, CA.",
                 "set_navigation(destination='200 Market Street, San Francisco, CA')"),
            turn("We're here. Stop the engine and engage the parking brake.",
                 "startEngine(ignitionMode='STOP')", "activateParkingBrake(mode='engage')"),
            turn("Unlock driver and passenger doors.", "lockDoors(unlock=True, door=['driver', 'passenger'])"),
            turn("Door status?", "displayCarStatus(option='doors')"),
        ],
        miss_param=miss(0, "Navigate to the drop-off address.", "200 Market Street, San Francisco, CA."),
    ),
]
