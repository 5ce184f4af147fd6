"""Base scenarios centred on the car, alone or with files, chat, posts, the helpdesk, the brokerage or math."""

from __future__ import annotations

from scenarios.authoring.dsl import Draft, miss, scenario, turn
from scenarios.authoring.src_files import d, f, fs

ALL_DOORS = "['driver', 'passenger', 'rear_left', 'rear_right']"
LOCKED = {"driver": "locked", "passenger": "locked", "rear_left": "locked", "rear_right": "locked"}

SCENARIOS: list[Draft] = [
    scenario(
        "e_car_fuel_in_liters_v1",
        domains={"vehicle": {"fuelLevel": 12.5}},
        persona="Canadian student borrowing a US car for a weekend",
        style="typos",
        seed=2021,
        turns=[
            turn("how much gas is in the tank rn", "displayCarStatus(option='fuel')"),
            turn("ok put 20 gallons in", "fillFuelTank(fuelAmount=20)"),
            turn("wait whats the tank level in liters now, i dont think in gallons lol",
                 "gallon_to_liter(gallon=32.5)"),
            turn("can i make 600 miles on that?", "estimate_drive_feasibility_by_mileage(distance=600)"),
        ],
        miss_param=miss(1, "ok put some gas in", "20 gallons"),
    ),
    scenario(
        "e_car_cruise_resume_v1",
        no_long_context="write_only",
        domains={"vehicle": {"engineState": "running", "fuelLevel": 40.0, "doorStatus": LOCKED}},
        persona="long-haul courier on a motorway",
        style="formal",
        seed=2022,
        turns=[
            turn("Please engage cruise control at 90 km/h with a 45 metre gap to the vehicle ahead.",
                 "setCruiseControl(speed=90, activate=True, distanceToNextVehicle=45)"),
            turn("Roadworks ahead. Disengage the cruise control and apply the brake at forty percent.",
                 "setCruiseControl(speed=90, activate=False, distanceToNextVehicle=45)",
                 "pressBrakePedal(pedalPosition=0.4)"),
            turn("The road is clear again. Release the brake, please.", "releaseBrakePedal()"),
            turn("Re-engage the cruise control at the speed it reported before, with the same gap.",
                 "setCruiseControl(speed=90.0, activate=True, distanceToNextVehicle=45)"),
        ],
        miss_param=miss(0, "Please engage cruise control at 90 km/h.", "Keep a 45 metre gap to the vehicle ahead."),
        miss_func={"turn": 0, "functions": ["setCruiseControl"]},
    ),
    scenario(
        "e_fs_car_grandma_pickup_v1",
        domains={
            "file_system": fs("sam", errands=d(**{
                "pickup.txt": f("88 Harbor Road, Rivermist"),
                "week.txt": f("Monday: recycling out\nFriday: pick up Grandma at 10\nSunday: car wash"),
            })),
            "vehicle": {"fuelLevel": 18.0},
        },
        persona="grandson running family errands",
        style="chatty",
        seed=2023,
        turns=[
            turn("Hey! What's in my errands folder again?", "cd(folder='errands')", "ls()"),
            turn("Can you read me pickup.txt? That's where Grandma is staying.", "cat(file_name='pickup.txt')"),
            turn("Perfect, set the car's navigation to that address, word for word.",
                 "set_navigation(destination='88 Harbor Road, Rivermist')"),
            turn("And find the Friday line in week.txt and pop it up on the car display as a reminder.",
                 "grep(file_name='week.txt', pattern='Friday')", "display_log(messages=['Friday: pick up Grandma at 10'])"),
            turn("Lock all the doors for now, thanks!", f"lockDoors(unlock=False, door={ALL_DOORS})"),
        ],
        miss_param=miss(3, "And there's a line in week.txt I want on the car display as a reminder, can you pop it "
                           "up?", "The Friday one!"),
    ),
    scenario(
        "e_it_car_msg_address_from_chat_v1",
        domains={
            "message": {"current_user": "USR002",
                        "inbox": [{"USR003": "Via Roma 12, Maplecrest"}, {"USR001": "Porto io il vino"}]},
            "vehicle": {"fuelLevel": 22.0},
        },
        persona="Italian dinner guest who texted herself the host's address",
        style="chatty",
        seed=2024,
        turns=[
            turn("Ciao! Avevo mandato a Catherine l'indirizzo della cena, cerca tra i miei messaggi 'Maplecrest'.",
                 "search_messages(keyword='Maplecrest')"),
            turn("Ecco! Imposta il navigatore su quell'indirizzo, identico al messaggio.",
                 "set_navigation(destination='Via Roma 12, Maplecrest')"),
            turn("Quanto è lontano Maplecrest da Silverpine, dove sono io adesso?",
                 "get_zipcode_based_on_city(city='Maplecrest')", "get_zipcode_based_on_city(city='Silverpine')",
                 "estimate_distance(cityA='56108', cityB='62947')"),
            turn("Scrivi a Catherine: 'Parto adesso, arrivo per le otto!'",
                 "get_user_id(user='Catherine')",
                 "send_message(receiver_id='USR003', message='Parto adesso, arrivo per le otto!')"),
        ],
        miss_param=miss(3, "Scrivi a Catherine che sto partendo.", "Scrivi: 'Parto adesso, arrivo per le otto!'"),
        exploratory=[2],
    ),
    scenario(
        "e_math_car_brake_fraction_v1",
        domains={"math": {}, "vehicle": {"engineState": "running", "fuelLevel": 20.0, "doorStatus": LOCKED}},
        persona="driving instructor who explains everything in fractions",
        style="chatty",
        seed=2025,
        turns=[
            turn("Right, lesson one! What's 3 divided by 8? I tell my learners that's how far to press the brake "
                 "on a gentle stop.", "divide(a=3, b=8)"),
            turn("Press the brake pedal to exactly that position, please.", "pressBrakePedal(pedalPosition=0.375)"),
            turn("Good. Now release it, and tell me the brake pedal status.",
                 "releaseBrakePedal()", "displayCarStatus(option='brakePedal')"),
            turn("Last thing: the square root of 0.64, to 2 digits of precision. That's the emergency-stop "
                 "fraction I teach. Press the pedal that far.",
                 "square_root(number=0.64, precision=2) -> r=result", "pressBrakePedal(pedalPosition=$r)"),
        ],
        miss_param=miss(0, "Right, lesson one! What's the gentle-stop fraction as a decimal? I tell my learners "
                           "that's how far to press the brake.",
                        "It's 3 divided by 8."),
        miss_func={"turn": 1, "functions": ["pressBrakePedal"]},
    ),
    scenario(
        "e_post_car_traffic_alert_v1",
        domains={
            "posting": {"username": "commuter_jo", "password": "rushhour", "authenticated": True,
                        "tweets": {"120": {"username": "city_traffic", "content": "Crash on Route 9 northbound, "
                                           "use Elm Street", "tags": ["#traffic"], "mentions": []},
                                   "121": {"username": "city_traffic", "content": "Bridge reopened",
                                           "tags": ["#traffic"], "mentions": []}}},
            "vehicle": {"fuelLevel": 15.0},
        },
        persona="commuter checking traffic before leaving",
        style="terse",
        seed=2026,
        turns=[
            turn("Latest from city_traffic?", "get_user_tweets(username='city_traffic')"),
            turn("Put the Route 9 one on the car display, as is.",
                 "display_log(messages=['Crash on Route 9 northbound, use Elm Street'])"),
            turn("Retweet it.", "retweet(tweet_id=120)"),
            turn("Headlights on, it's dark.", "setHeadlights(mode='on')"),
        ],
        miss_param=miss(0, "Latest from the city traffic account?", "It's city_traffic."),
    ),
    scenario(
        "e_pt_car_ticket_flat_tyre_v1",
        domains={
            "vehicle": {"fuelLevel": 20.0, "frontLeftTirePressure": 21.0},
            "ticket": {"accounts": {"frota_ana": "pneu123"}, "ticket_counter": 2870},
        },
        persona="Portuguese fleet driver with a low tyre",
        style="typos",
        seed=2027,
        turns=[
            turn("ve a pressao dos pneus pf, o carro ta puxando pra esquerda", "check_tire_pressure()"),
            turn("onde e a borracharia mais perto? poe no gps", "find_nearest_tire_shop()",
                 "set_navigation(destination='456 Oakwood Avenue, Rivermist, 83214')"),
            turn("entra no sistema de chamados (frota_ana, senha pneu123) e abre um chamado 'Pneu dianteiro "
                 "esquerdo baixo' com descricao 'Pressao em 21 psi, indo para a borracharia', prioridade 3",
                 "ticket_login(username='frota_ana', password='pneu123')",
                 "create_ticket(title='Pneu dianteiro esquerdo baixo', description='Pressao em 21 psi, indo para a "
                 "borracharia', priority=3) -> tk=id"),
            turn("mostra o chamado", "get_ticket(ticket_id=$tk)"),
            turn("e coloca a descricao do chamado no painel do carro",
                 "display_log(messages=['Pressao em 21 psi, indo para a borracharia'])"),
        ],
        miss_param=miss(2, "entra no sistema de chamados e abre um chamado 'Pneu dianteiro esquerdo baixo' com "
                           "descricao 'Pressao em 21 psi, indo para a borracharia', prioridade 3",
                        "usuario frota_ana, senha pneu123"),
    ),
    scenario(
        "e_trade_car_stuck_in_traffic_v1",
        domains={"trading": {"authenticated": True}, "vehicle": {"engineState": "running", "fuelLevel": 26.0,
                                                                   "doorStatus": LOCKED}},
        persona="investment banker stuck in a traffic jam",
        style="typos",
        seed=2028,
        turns=[
            turn("stuck in trafic. show my order history", "get_order_history()"),
            turn("details on 12446?", "get_order_details(order_id=12446)"),
            turn("put that orders price on the car screen so i can watch it",
                 "display_log(messages=['2840.56'])"),
            turn("actualy just cancel it", "cancel_order(order_id=12446)"),
            turn("and turn the headlihgts to auto", "setHeadlights(mode='auto')"),
        ],
        miss_param=miss(4, "and change the headlihgts mode", "auto"),
    ),
    scenario(
        "e_car_climate_match_outside_v1",
        domains={"vehicle": {"acTemperature": 28.0, "fanSpeed": 70, "acMode": "cool"}},
        persona="pharmacist who dislikes strong air conditioning",
        style="non-native",
        seed=2029,
        turns=[
            turn("What is temperature outside? Use weather.com, if not working then Google.",
                 "get_outside_temperature_from_weather_com()", "get_outside_temperature_from_google() -> out="
                 "outsideTemperature",
                 expected_errors=[0]),
            turn("Make the cabin same temperature like outside, in celsius, fan 30, mode auto.",
                 "adjustClimateControl(temperature=$out, unit='celsius', fanSpeed=30, mode='auto') -> ac="
                 "currentACTemperature"),
            turn("Now only the fan put to 10, the temperature keep same.",
                 "adjustClimateControl(temperature=$ac, unit='celsius', fanSpeed=10, mode='auto')"),
            turn("Show me climate status.", "displayCarStatus(option='climate')"),
        ],
        miss_param=miss(3, "Show me status.", "Of the climate."),
    ),
    scenario(
        "e_it_car_math_fuel_for_trip_v1",
        domains={"vehicle": {"fuelLevel": 3.0}, "math": {}},
        persona="Italian retired engineer planning fuel for a drive",
        style="formal",
        seed=2030,
        turns=[
            turn("Buongiorno. Qual è la distanza stradale tra Maplecrest e Silverpine?",
                 "get_zipcode_based_on_city(city='Maplecrest')", "get_zipcode_based_on_city(city='Silverpine')",
                 "estimate_distance(cityA='56108', cityB='62947')"),
            turn("La mia auto consuma 0.065 litri per chilometro. Moltiplichi la distanza per questo consumo, "
                 "per favore.", "multiply(a=320.0, b=0.065)"),
            turn("Converta 20.8 litri in galloni e metta quella quantità di carburante nel serbatoio.",
                 "liter_to_gallon(liter=20.8) -> g=gallon", "fillFuelTank(fuelAmount=$g)"),
            turn("Con il carburante attuale potrei percorrere 100 miglia?",
                 "estimate_drive_feasibility_by_mileage(distance=100)"),
        ],
        miss_param=miss(1, "Moltiplichi la distanza per il consumo della mia auto, per favore.",
                        "Consuma 0.065 litri per chilometro."),
        exploratory=[0],
    ),
]
